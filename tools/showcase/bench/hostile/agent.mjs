// Hostile tool calls for the stream and the agent (issue 16), through the public API: see tools/showcase/bench/growth.mjs.
// A turn of n tool calls, and one call whose arguments keep coming past the stream's bound
// (StreamAssemblerOptions.maxToolCallArgumentBytes, 1 MiB): both streamed through a StreamAssembler in 16 KiB
// reads. The agent's own limits are asynchronous (handlers are promises) and are tested in
// agent_core/src/test/agent/ToolCallLimits.test.ets.
const READ_BYTES = 16 * 1024;

const sse = (chunks) => `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
const callDelta = (index, fields) => ({ id: 'x', choices: [{ index: 0, delta: { tool_calls: [{ index, ...fields }] } }] });
const finish = { id: 'x', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] };

/** The body as the reads a transport would hand over. */
function reads(body) {
  const bytes = new TextEncoder().encode(body);
  const out = [];
  for (let at = 0; at < bytes.length; at += READ_BYTES) {
    out.push(bytes.subarray(at, at + READ_BYTES));
  }
  return out;
}

/** Streams `input.reads` through an assembler; returns the response of its one model_complete. */
function assemble(lib, input) {
  let response;
  let terminals = 0;
  const observer = {
    onNext: (event) => {
      if (event.isTerminal) {
        terminals++;
        response = event.response;
      }
    },
    onError: () => {},
    onComplete: () => {},
  };
  const assembler = new lib.StreamAssembler(new lib.OpenAICompatibleProfile(), observer);
  assembler.start();
  for (const read of input.reads) {
    assembler.pushBytes(read);
  }
  assembler.finish();
  if (terminals !== 1 || response === undefined || response.finishReason !== 'tool_calls') {
    throw new Error(`expected one model_complete, got ${terminals} terminal events`);
  }
  return response;
}

export const CASES = [
  {
    area: 'agent', name: 'a turn of n tool calls, streamed', limit: 1.15, unit: 'calls',
    sizes: [2000, 4000, 8000, 16000],
    setup: (lib, size) => {
      const chunks = [];
      for (let i = 0; i < size; i++) {
        chunks.push(callDelta(i, { id: `call_${i}`, type: 'function', function: { name: 'get_time', arguments: '' } }));
        chunks.push(callDelta(i, { function: { arguments: '{"zone":' } }));
        chunks.push(callDelta(i, { function: { arguments: `"UTC+${i % 12}"}` } }));
      }
      chunks.push(finish);
      return { reads: reads(sse(chunks)), size };
    },
    run: (lib, input) => {
      if (assemble(lib, input).message.toolCalls.length !== input.size) throw new Error('every call is in the response');
    },
  },
  {
    area: 'agent', name: 'one call of n argument bytes, past the 1 MiB bound', limit: 1.15, unit: 'B',
    sizes: [2, 4, 8, 16].map((mib) => mib * 1024 * 1024),
    setup: (lib, size) => {
      const chunks = [callDelta(0, { id: 'call_0', type: 'function', function: { name: 'write', arguments: '{"data":"' } })];
      const piece = 'x'.repeat(4096);
      for (let sent = 0; sent < size; sent += piece.length) {
        chunks.push(callDelta(0, { function: { arguments: piece } }));
      }
      chunks.push(callDelta(0, { function: { arguments: '"}' } }), finish);
      return { reads: reads(sse(chunks)), size };
    },
    run: (lib, input) => {
      const call = assemble(lib, input).message.toolCalls[0];
      if (call.argumentsJson.length > 1024 * 1024 || call.droppedArgumentBytes < input.size - 1024 * 1024) {
        throw new Error('the call keeps at most 1 MiB and counts the rest');
      }
    },
  },
];
