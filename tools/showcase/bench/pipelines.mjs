// The pipelines the benchmark compares. Each one takes a stream's chunks (an array of Uint8Array, or a lazy
// source with the same `length` / `at(i)`), parses the OpenAI-compatible SSE body and assembles the answer
// (content, reasoning, tool calls, usage, finish reason). `normalize` turns each one's result into the same
// plain shape, so that run-bench.mjs can check that all of them agree before it times anything.
//
//   arkagent     StreamAssembler (bytes -> model_complete), from the Node bundle dist/node/agent_core.mjs
//   floor        whole body at once: concat, one TextDecoder.decode, split on blank lines, JSON.parse per frame
//   base         TextDecoder({stream}) + eventsource-parser + JSON.parse + accumulate: the usual hand-rolled client
//   openai-node  the `openai` package's SSE Stream over a fetch Response whose body yields the chunks
//   ai-sdk       `@ai-sdk/openai-compatible` chatModel.doStream with a custom fetch, every part drained
//   seed-style   the seed's design (see seed-style.mjs): the reference the real pipeline replaced
import { createParser } from 'eventsource-parser';
import { Stream } from 'openai/core/streaming';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { SeedSseParser, SeedUtf8Decoder } from './seed-style.mjs';

/**
 * Folds parsed chunk objects into the answer, the way a hand-written client does (choice 0's text,
 * tool calls keyed by index, last usage, last finish reason). Shared by every pipeline that hands out
 * raw JSON, so that they all pay the same for this step.
 */
export class ChunkAccumulator {
  constructor() {
    this.content = '';
    this.reasoning = '';
    this.calls = new Map();
    this.usage = undefined;
    this.finish = undefined;
  }

  add(chunk) {
    if (chunk.error) {
      throw new Error(`error frame: ${JSON.stringify(chunk.error)}`);
    }
    if (chunk.usage) {
      this.usage = chunk.usage;
    }
    const choices = chunk.choices;
    if (!choices) {
      return;
    }
    for (let c = 0; c < choices.length; c++) {
      const choice = choices[c];
      if (choice.finish_reason) {
        this.finish = choice.finish_reason;
      }
      const delta = choice.delta;
      if (!delta || (choice.index ?? c) !== 0) {
        continue;
      }
      const reasoning = delta.reasoning_content ?? delta.reasoning;
      if (reasoning) {
        this.reasoning += reasoning;
      }
      if (delta.content) {
        this.content += delta.content;
      }
      if (delta.tool_calls) {
        this.addToolCalls(delta.tool_calls);
      }
    }
  }

  addToolCalls(toolCalls) {
    for (let t = 0; t < toolCalls.length; t++) {
      const delta = toolCalls[t];
      const index = delta.index ?? t;
      let call = this.calls.get(index);
      if (call === undefined) {
        call = { id: '', name: '', arguments: '', index };
        this.calls.set(index, call);
      }
      if (delta.id) {
        call.id = delta.id;
      }
      const fn = delta.function;
      if (fn) {
        if (fn.name) {
          call.name = fn.name;
        }
        if (fn.arguments) {
          call.arguments += fn.arguments;
        }
      }
    }
  }
}

function normalizeAccumulator(acc) {
  const usage = acc.usage;
  return {
    content: acc.content,
    reasoning: acc.reasoning,
    toolCalls: [...acc.calls.values()].sort((a, b) => a.index - b.index)
      .map((call) => ({ id: call.id, name: call.name, arguments: call.arguments, index: call.index })),
    usage: usage ? { prompt: usage.prompt_tokens, completion: usage.completion_tokens, total: usage.total_tokens } : undefined,
    finish: acc.finish,
  };
}

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8' };

/** A fetch body that hands out the chunks one per pull, as a network body would. */
function bodyStream(source, sample) {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < source.length) {
        controller.enqueue(source.at(i++));
        if (sample !== undefined) {
          sample();
        }
      } else {
        controller.close();
      }
    },
  });
}

/** The StreamObserver the app would pass: a class, as the ArkTS API expects. Counts events only. */
class CountingObserver {
  constructor(sample) {
    this.events = 0;
    this.sample = sample;
  }

  onNext() {
    this.events++;
    if (this.sample !== undefined) {
      this.sample();
    }
  }

  onError() {}

  onComplete() {}
}

/**
 * The assembler configured as OpenAICompatibleClient configures it over HarmonyHttpTransport: with the
 * transport's platform UTF-8 decoder (util.TextDecoder; on Node the emulation over the native decoder).
 */
export function clientAssemblerOptions(lib) {
  const options = new lib.StreamAssemblerOptions();
  options.utf8BlockDecoder = new lib.HarmonyHttpTransport().utf8Decoder;
  return options;
}

/** @param lib the Node bundle's exports (StreamAssembler, OpenAICompatibleProfile). */
export function makePipelines(lib) {
  const profile = new lib.OpenAICompatibleProfile();
  const assemblerOptions = clientAssemblerOptions(lib);
  const floorDecoder = new TextDecoder();

  const arkagent = {
    name: 'arkagent',
    sync: true,
    runSync(source, sample) {
      const assembler = new lib.StreamAssembler(profile, new CountingObserver(sample), assemblerOptions);
      assembler.start();
      for (let i = 0; i < source.length; i++) {
        const pushed = assembler.pushBytes(source.at(i));
        if (!pushed.ok) {
          throw new Error(`arkagent: ${pushed.error.code}: ${pushed.error.message}`);
        }
        if (sample !== undefined) {
          sample();
        }
      }
      const result = assembler.finish();
      if (!result.ok) {
        throw new Error(`arkagent: ${result.error.code}: ${result.error.message}`);
      }
      return result.value;
    },
    normalize(response) {
      const usage = response.usage;
      return {
        content: response.message.content,
        reasoning: response.message.reasoningContent,
        toolCalls: response.message.toolCalls
          .map((call) => ({ id: call.id, name: call.name, arguments: call.argumentsJson, index: call.index })),
        usage: usage ? { prompt: usage.promptTokens, completion: usage.completionTokens, total: usage.totalTokens } : undefined,
        finish: response.rawFinishReason,
      };
    },
  };

  const floor = {
    name: 'floor',
    sync: true,
    runSync(source, sample) {
      let bytes = source.at(0);
      if (source.length !== 1) {
        let total = 0;
        for (let i = 0; i < source.length; i++) {
          total += source.at(i).length;
        }
        bytes = new Uint8Array(total);
        for (let i = 0, offset = 0; i < source.length; i++) {
          const chunk = source.at(i);
          bytes.set(chunk, offset);
          offset += chunk.length;
        }
      }
      let text = floorDecoder.decode(bytes);
      if (text.indexOf('\r') >= 0) {
        text = text.replaceAll('\r\n', '\n');
      }
      const acc = new ChunkAccumulator();
      const blocks = text.split('\n\n');
      for (let i = 0; i < blocks.length; i++) {
        const block = blocks[i];
        if (!block.startsWith('data:')) {
          continue;
        }
        const data = block.charCodeAt(5) === 32 ? block.substring(6) : block.substring(5);
        if (data === '[DONE]') {
          break;
        }
        acc.add(JSON.parse(data));
        if (sample !== undefined) {
          sample();
        }
      }
      return acc;
    },
    normalize: normalizeAccumulator,
  };

  const base = {
    name: 'base',
    sync: true,
    runSync(source, sample) {
      const decoder = new TextDecoder('utf-8', { fatal: true });
      const acc = new ChunkAccumulator();
      let done = false;
      const parser = createParser({
        onEvent(message) {
          if (done) {
            return;
          }
          if (message.data === '[DONE]') {
            done = true;
            return;
          }
          acc.add(JSON.parse(message.data));
        },
      });
      for (let i = 0; i < source.length; i++) {
        parser.feed(decoder.decode(source.at(i), { stream: true }));
        if (sample !== undefined) {
          sample();
        }
      }
      parser.feed(decoder.decode());
      parser.feed('\n\n');
      return acc;
    },
    normalize: normalizeAccumulator,
  };

  const openaiNode = {
    name: 'openai-node',
    sync: false,
    async run(source, sample) {
      const response = new Response(bodyStream(source, sample), { status: 200, headers: SSE_HEADERS });
      const stream = Stream.fromSSEResponse(response, new AbortController());
      const acc = new ChunkAccumulator();
      for await (const chunk of stream) {
        acc.add(chunk);
        if (sample !== undefined) {
          sample();
        }
      }
      return acc;
    },
    normalize: normalizeAccumulator,
  };

  let nextBody;
  const provider = createOpenAICompatible({
    name: 'bench',
    baseURL: 'http://127.0.0.1:9/v1',
    // Never reaches the network: the body is the prepared chunks.
    fetch: async () => new Response(nextBody, { status: 200, headers: SSE_HEADERS }),
  });
  const model = provider.chatModel('bench-model');
  const prompt = [{ role: 'user', content: [{ type: 'text', text: '你好' }] }];
  const aiSdk = {
    name: 'ai-sdk',
    sync: false,
    async run(source, sample) {
      nextBody = bodyStream(source, sample);
      const { stream } = await model.doStream({ prompt });
      const result = { content: '', reasoning: '', toolCalls: [], usage: undefined, finish: undefined };
      const reader = stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        if (sample !== undefined) {
          sample();
        }
        switch (value.type) {
          case 'text-delta':
            result.content += value.delta;
            break;
          case 'reasoning-delta':
            result.reasoning += value.delta;
            break;
          case 'tool-call':
            result.toolCalls.push({ id: value.toolCallId, name: value.toolName, arguments: value.input });
            break;
          case 'finish':
            result.usage = value.usage.raw;
            result.finish = value.finishReason.raw;
            break;
          case 'error':
            throw value.error instanceof Error ? value.error : new Error(`ai-sdk error part: ${JSON.stringify(value.error)}`);
          default:
            break;
        }
      }
      return result;
    },
    normalize(result) {
      const usage = result.usage;
      return {
        content: result.content,
        reasoning: result.reasoning,
        // The SDK drops the wire index: calls are compared by id, in index order of the reference.
        toolCalls: result.toolCalls.map((call) => ({ ...call, index: undefined })),
        usage: usage ? { prompt: usage.prompt_tokens, completion: usage.completion_tokens, total: usage.total_tokens } : undefined,
        finish: result.finish,
      };
    },
  };

  const seedStyle = {
    name: 'seed-style',
    sync: true,
    runSync(source, sample) {
      const decoder = new SeedUtf8Decoder();
      const acc = new ChunkAccumulator();
      let done = false;
      const parser = new SeedSseParser((data) => {
        if (done) {
          return;
        }
        if (data === '[DONE]') {
          done = true;
          return;
        }
        acc.add(JSON.parse(data));
      });
      for (let i = 0; i < source.length; i++) {
        parser.push(decoder.decode(source.at(i)));
        if (sample !== undefined) {
          sample();
        }
      }
      parser.finish();
      return acc;
    },
    normalize: normalizeAccumulator,
  };

  return [floor, arkagent, base, openaiNode, aiSdk, seedStyle];
}

/** Runs one pipeline over one stream (sync pipelines stay sync: no promise per stream in their timing). */
export function runStream(pipeline, source, sample) {
  return pipeline.sync ? pipeline.runSync(source, sample) : pipeline.run(source, sample);
}

/** Runs one pipeline over every stream of a chunked corpus; returns the raw results. */
export async function runAll(pipeline, sources) {
  const results = new Array(sources.length);
  if (pipeline.sync) {
    for (let s = 0; s < sources.length; s++) {
      results[s] = pipeline.runSync(sources[s]);
    }
  } else {
    for (let s = 0; s < sources.length; s++) {
      results[s] = await pipeline.run(sources[s]);
    }
  }
  return results;
}

/** The first difference between two normalized results, or undefined when they agree. */
export function differenceOf(expected, actual) {
  for (const field of ['content', 'reasoning', 'finish']) {
    if (expected[field] !== actual[field]) {
      return `${field}: expected ${preview(expected[field])}, got ${preview(actual[field])}`;
    }
  }
  if (JSON.stringify(expected.usage) !== JSON.stringify(actual.usage)) {
    return `usage: expected ${JSON.stringify(expected.usage)}, got ${JSON.stringify(actual.usage)}`;
  }
  if (expected.toolCalls.length !== actual.toolCalls.length) {
    return `tool calls: expected ${expected.toolCalls.length}, got ${actual.toolCalls.length}`;
  }
  const byId = (calls) => [...calls].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const want = byId(expected.toolCalls);
  const got = byId(actual.toolCalls);
  for (let i = 0; i < want.length; i++) {
    for (const field of ['id', 'name', 'arguments', 'index']) {
      if (field === 'index' && (want[i].index === undefined || got[i].index === undefined)) {
        continue;
      }
      if (want[i][field] !== got[i][field]) {
        return `tool call ${want[i].id} ${field}: expected ${preview(want[i][field])}, got ${preview(got[i][field])}`;
      }
    }
  }
  return undefined;
}

function preview(value) {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.substring(0, 77)}...(${text.length} chars)` : text;
}
