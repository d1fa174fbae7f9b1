// Hostile inputs for the secret redaction (issue 16), through the public API: see tools/showcase/bench/growth.mjs.
// A provider that echoes the key all over a huge error frame, and text made of overlapping secrets (every
// position starts a match of two secrets: the most matches redactText can be made to sort and merge).
const KEY = 'sk-bench-secret-0123456789abcdef';

/** An `event: error` frame whose message is `size` bytes of text that holds the key every 64 bytes. */
function echoingFrame(size) {
  const unit = `${KEY} echoed back by a provider ${'x'.repeat(64 - KEY.length - 30)}`;
  const message = unit.repeat(Math.ceil(size / unit.length)).substring(0, size);
  return `event: error\ndata: ${JSON.stringify({ error: { message, code: KEY } })}\n\n`;
}

export const CASES = [
  {
    area: 'secrets', name: 'an error frame of n bytes echoing the key every 64 bytes, redacted', limit: 1.15, unit: 'B',
    sizes: [384 * 1024, 768 * 1024, 1536 * 1024, 3072 * 1024],
    setup: (lib, size) => ({ bytes: new TextEncoder().encode(echoingFrame(size)),
      redactor: lib.SecretRedactor.forRequest(KEY, 'https://h/v1', new lib.HttpHeaders().set('authorization', `Bearer ${KEY}`)) }),
    run: (lib, input) => {
      const options = new lib.StreamAssemblerOptions();
      options.redactor = input.redactor;
      let error;
      const observer = { onNext: () => {}, onError: (e) => { error = e; }, onComplete: () => {} };
      const assembler = new lib.StreamAssembler(new lib.OpenAICompatibleProfile(), observer, options);
      assembler.pushBytes(input.bytes);
      assembler.finish();
      if (error === undefined || error.message.includes(KEY) || error.providerCode !== '[redacted]') {
        throw new Error('the frame must end the stream with a redacted error');
      }
    },
  },
  {
    area: 'secrets', name: 'redactText over n chars where every position starts a match', limit: 1.15, unit: 'chars',
    sizes: [200000, 400000, 800000, 1600000],
    setup: (lib, size) => ({ text: 'ab'.repeat(size / 2), redactor: new lib.SecretRedactor(['abab', 'baba']) }),
    run: (lib, input) => {
      if (input.redactor.redactText(input.text) !== '[redacted]') {
        throw new Error('overlapping matches merge into one [redacted]');
      }
    },
  },
];
