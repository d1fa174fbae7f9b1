// The benchmark's input: a seeded generator of realistic OpenAI-compatible SSE bodies (GLM-like and
// DeepSeek-like envelopes, reasoning then content, mostly Chinese with emoji and ASCII, interleaved tool
// calls in 1-12 character fragments, usage frames, `[DONE]`, keep-alive comments, some CRLF), the three
// chunkings of the same bytes, and the large single-frame inputs of the scaling runs.
// Same seed, same bytes: every run of the benchmark measures the same corpus.

const encoder = new TextEncoder();

/** mulberry32: a small, fast, seedable PRNG (uniform in [0, 1)). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const pick = (random, list) => list[Math.floor(random() * list.length)];

// About 600 frequent characters: what a Chinese answer is mostly made of.
const HANZI = Array.from(
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而' +
  '方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应' +
  '开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命' +
  '此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求' +
  '老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光' +
  '门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速' +
  '花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需' +
  '段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感' +
  '劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂' +
  '京识适属圆包火住调满县局照参红细引听该铁价严模型推理答案函数接口参数返回调用请求响应流式解析数据结构');
const PUNCTUATION = Array.from('，。、：；！？（）“”《》');
const ASCII_WORDS = ['API', 'JSON', 'HarmonyOS', 'ArkTS', 'token', 'SSE', 'HTTP', 'GLM', 'DeepSeek', 'stream',
  'const x = 1;', 'return', 'async', 'await', 'null', '42', '3.14', '2025', 'OK', 'UTF-8', 'v1', 'index', 'id',
  '**', '##', '- ', '`code`', '"quoted"', 'a\\b', 'path/to/file', 'x < y && y > z', '100%'];
// Emoji: surrogate pairs, a variation selector, ZWJ families, skin tones, a flag.
const EMOJI = ['😀', '🤔', '👍', '🚀', '🎉', '❤️', '✅', '🔥', '👨‍👩‍👧', '👩🏽‍💻', '🇨🇳', '😂', '🙏'];
const TOOLS = ['get_weather', 'search_web', 'read_file', 'query_database', 'send_message', 'create_event'];
const CITIES = ['北京', '上海', '深圳', '杭州', 'Chengdu', 'São Paulo', 'Zürich', '東京'];

/** One model "token": 1-3 hanzi (with the odd punctuation), an ASCII word, a newline, rarely an emoji. */
function token(random) {
  const r = random();
  if (r < 0.74) {
    let text = '';
    for (let n = int(random, 1, 3); n > 0; n--) {
      text += pick(random, HANZI);
    }
    return random() < 0.12 ? text + pick(random, PUNCTUATION) : text;
  }
  if (r < 0.94) {
    return (random() < 0.6 ? ' ' : '') + pick(random, ASCII_WORDS);
  }
  if (r < 0.97) {
    return random() < 0.5 ? '\n' : '\n\n';
  }
  return pick(random, EMOJI);
}

function tokens(random, low, high) {
  let text = '';
  for (let n = int(random, low, high); n > 0; n--) {
    text += token(random);
  }
  return text;
}

/** Tool-call arguments: a realistic JSON object (Chinese strings, numbers, a nested array). */
function toolArguments(random, name) {
  const args = { city: pick(random, CITIES), days: int(random, 1, 14), unit: random() < 0.5 ? 'celsius' : 'fahrenheit' };
  if (name !== 'get_weather') {
    args.query = tokens(random, 3, 12).replace(/\n/g, ' ');
    args.tags = [pick(random, ASCII_WORDS), pick(random, HANZI) + pick(random, HANZI)];
    args.limit = int(random, 1, 50);
  }
  return JSON.stringify(args);
}

function hexId(random, length) {
  let id = '';
  for (let i = 0; i < length; i++) {
    id += '0123456789abcdef'[Math.floor(random() * 16)];
  }
  return id;
}

/** Envelope writers: the same logical chunk as GLM (Zhipu) and DeepSeek put it on the wire. */
const ENVELOPES = {
  glm: {
    open(random) {
      return { id: `2025${hexId(random, 28)}`, created: 1759000000 + int(random, 0, 999999), model: pick(random, ['glm-4.6', 'glm-4.5-air']) };
    },
    frame(head, delta, finish, usage) {
      const choice = { index: 0 };
      if (finish !== undefined) {
        choice.finish_reason = finish;
      }
      choice.delta = { role: 'assistant', ...delta };
      const chunk = { id: head.id, created: head.created, model: head.model, choices: [choice] };
      if (usage !== undefined) {
        chunk.usage = usage;
      }
      return chunk;
    },
    reasoning: (text) => ({ reasoning_content: text }),
    content: (text) => ({ content: text }),
    usage(random, completion, reasoning) {
      const prompt = int(random, 20, 4000);
      return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion,
        prompt_tokens_details: { cached_tokens: int(random, 0, prompt) }, completion_tokens_details: { reasoning_tokens: reasoning } };
    },
    toolFinish: true,
  },
  deepseek: {
    open(random) {
      return { id: `${hexId(random, 8)}-${hexId(random, 4)}-${hexId(random, 4)}-${hexId(random, 4)}-${hexId(random, 12)}`,
        created: 1759000000 + int(random, 0, 999999), model: pick(random, ['deepseek-reasoner', 'deepseek-chat']),
        fingerprint: `fp_${hexId(random, 10)}_prod0820_fp8_kvcache` };
    },
    frame(head, delta, finish, usage) {
      const chunk = { id: head.id, object: 'chat.completion.chunk', created: head.created, model: head.model,
        system_fingerprint: head.fingerprint,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish ?? null }] };
      if (usage !== undefined) {
        chunk.usage = usage;
      }
      return chunk;
    },
    reasoning: (text) => ({ content: null, reasoning_content: text }),
    content: (text) => ({ content: text, reasoning_content: null }),
    usage(random, completion, reasoning) {
      const prompt = int(random, 20, 4000);
      const hit = int(random, 0, prompt);
      return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion,
        prompt_tokens_details: { cached_tokens: hit }, prompt_cache_hit_tokens: hit, prompt_cache_miss_tokens: prompt - hit,
        completion_tokens_details: { reasoning_tokens: reasoning } };
    },
    toolFinish: false,
  },
};

/**
 * The frames of one stream as JSON chunk objects (plus `': keep-alive'` markers), in wire order.
 * ~70% of the text frames are reasoning, then content; ~25% of streams end in two interleaved tool calls.
 */
function streamFrames(random, kind, frameCount) {
  const envelope = ENVELOPES[kind];
  const head = envelope.open(random);
  const frames = [];
  const reasoningFrames = Math.round(frameCount * (0.6 + random() * 0.2));
  const withTools = random() < 0.25;
  const contentFrames = Math.max(1, frameCount - reasoningFrames - (withTools ? frameCount >> 3 : 0));
  const keepAliveRate = random() < 0.5 ? 0.004 : 0;
  const pushFrame = (frame) => {
    if (keepAliveRate > 0 && random() < keepAliveRate) {
      frames.push(': keep-alive');
    }
    frames.push(frame);
  };
  if (kind === 'deepseek') {
    pushFrame(envelope.frame(head, { role: 'assistant', content: null, reasoning_content: '' }));
  }
  for (let i = 0; i < reasoningFrames; i++) {
    pushFrame(envelope.frame(head, envelope.reasoning(tokens(random, 1, 2))));
  }
  for (let i = 0; i < contentFrames; i++) {
    pushFrame(envelope.frame(head, envelope.content(tokens(random, 1, 3))));
  }
  let finish = 'stop';
  if (withTools) {
    finish = 'tool_calls';
    pushToolCalls(random, envelope, head, pushFrame);
  }
  const usage = envelope.usage(random, frameCount + int(random, 0, 50), reasoningFrames);
  if (random() < 0.3) {
    // OpenAI's `stream_options.include_usage` shape: the finish frame, then a usage-only frame with no choices.
    pushFrame(envelope.frame(head, envelope.content(''), finish));
    const usageOnly = envelope.frame(head, {}, finish, usage);
    usageOnly.choices = [];
    pushFrame(usageOnly);
  } else {
    pushFrame(envelope.frame(head, envelope.content(''), finish, usage));
  }
  frames.push('[DONE]');
  return frames;
}

/** Two calls: each opens with id + name, then their argument fragments (1-12 chars) interleave at random. */
function pushToolCalls(random, envelope, head, pushFrame) {
  const calls = [0, 1].map((index) => {
    const name = pick(random, TOOLS);
    return { index, id: `call_${hexId(random, 24)}`, name, rest: toolArguments(random, name), opened: false };
  });
  const toolFrame = (delta) => envelope.frame(head, { tool_calls: [delta] }, envelope.toolFinish ? 'tool_calls' : undefined);
  while (calls.some((call) => !call.opened || call.rest.length > 0)) {
    const open = calls.filter((call) => !call.opened || call.rest.length > 0);
    // The second call opens only after the first one started: interleaving, never out of order.
    const call = !calls[0].opened ? calls[0] : pick(random, open);
    if (!call.opened) {
      call.opened = true;
      pushFrame(toolFrame({ index: call.index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }));
      continue;
    }
    const size = int(random, 1, 12);
    const fragment = call.rest.substring(0, size);
    call.rest = call.rest.substring(size);
    pushFrame(toolFrame({ index: call.index, function: { arguments: fragment } }));
  }
}

/** The wire text of a list of frames: `data: <json>` blocks, comments, LF or CRLF line ends. */
function wireText(frames, newline) {
  let text = '';
  for (const frame of frames) {
    const line = typeof frame === 'string' ? (frame.startsWith(':') ? frame : `data: ${frame}`) : `data: ${JSON.stringify(frame)}`;
    text += line + newline + newline;
  }
  return text;
}

/**
 * The benchmark corpus: streams until `targetBytes` is reached. Each stream: { kind, crlf, bytes, frames }
 * where `frames` counts data frames (`[DONE]` included) and `bytes` is the UTF-8 body.
 */
export function makeCorpus({ seed = 20250929, targetBytes = 8 * 1024 * 1024 } = {}) {
  const random = rng(seed);
  const streams = [];
  let total = 0;
  while (total < targetBytes) {
    const kind = random() < 0.5 ? 'glm' : 'deepseek';
    // Most answers are a few hundred frames; a few are long.
    const frameCount = random() < 0.15 ? int(random, 1500, 4000) : int(random, 40, 900);
    const frames = streamFrames(random, kind, frameCount);
    const crlf = random() < 0.15;
    const bytes = encoder.encode(wireText(frames, crlf ? '\r\n' : '\n'));
    const dataFrames = frames.filter((frame) => typeof frame !== 'string' || !frame.startsWith(':')).length;
    streams.push({ kind, crlf, bytes, frames: dataFrames });
    total += bytes.length;
  }
  return streams;
}

/** The chunkings of the issue: `net` (1-16 KiB), `tiny` (1-64 B), `single` (the whole body). Views, no copies. */
export const CHUNKINGS = {
  net: { low: 1, high: 16 * 1024 },
  tiny: { low: 1, high: 64 },
  single: undefined,
};

export function chunkStream(bytes, chunking, random) {
  const range = CHUNKINGS[chunking];
  if (range === undefined) {
    return [bytes];
  }
  const chunks = [];
  for (let offset = 0; offset < bytes.length;) {
    const size = int(random, range.low, range.high);
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return chunks;
}

/** Every stream of the corpus cut by one chunking (seeded per chunking: the same cuts each run). */
export function chunkCorpus(corpus, chunking, seed = 7) {
  const random = rng(seed + chunking.length * 7919);
  return corpus.map((stream) => chunkStream(stream.bytes, chunking, random));
}

/** Mixed text (mostly hanzi) of about `byteLength` UTF-8 bytes. */
function textOfBytes(random, byteLength) {
  const parts = [];
  let bytes = 0;
  while (bytes < byteLength) {
    const piece = token(random);
    parts.push(piece);
    bytes += encoder.encode(piece).length;
  }
  return parts.join('');
}

/**
 * Scaling input 1: one `data:` line of about `byteLength` bytes (a single content delta), then the finish
 * frame and `[DONE]`. Returns { bytes, frameBytes, frames }.
 */
export function bigLineStream(byteLength, seed = 11) {
  const random = rng(seed);
  const head = { id: 'big-line', created: 1759000000, model: 'glm-4.6' };
  const big = ENVELOPES.glm.frame(head, { content: textOfBytes(random, byteLength) });
  const line = `data: ${JSON.stringify(big)}`;
  const tail = ENVELOPES.glm.frame(head, { content: '' }, 'stop', { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 });
  const text = `${line}\n\n${wireText([tail, '[DONE]'], '\n')}`;
  return { bytes: encoder.encode(text), frameBytes: encoder.encode(line).length, frames: 3 };
}

/**
 * Scaling input 2: one tool call whose arguments (about `argumentBytes` bytes of JSON) arrive in `deltas`
 * fragments, one frame each (DeepSeek-like envelope). Returns { bytes, frameBytes, frames }.
 */
export function toolArgumentsStream(argumentBytes, deltas, seed = 13) {
  const random = rng(seed);
  const value = textOfBytes(random, argumentBytes - 16).replace(/\n/g, ' ');
  const args = JSON.stringify({ text: value });
  const envelope = ENVELOPES.deepseek;
  const head = envelope.open(random);
  const frames = [envelope.frame(head, { tool_calls: [{ index: 0, id: 'call_scaling', type: 'function',
    function: { name: 'write_file', arguments: '' } }] })];
  const step = args.length / deltas;
  for (let i = 0; i < deltas; i++) {
    const fragment = args.substring(Math.round(i * step), Math.round((i + 1) * step));
    frames.push(envelope.frame(head, { tool_calls: [{ index: 0, function: { arguments: fragment } }] }));
  }
  frames.push(envelope.frame(head, { content: '' }, 'tool_calls', { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 }));
  frames.push('[DONE]');
  let largest = 0;
  for (const frame of frames) {
    largest = Math.max(largest, typeof frame === 'string' ? frame.length : encoder.encode(JSON.stringify(frame)).length + 6);
  }
  return { bytes: encoder.encode(wireText(frames, '\n')), frameBytes: largest, frames: frames.length };
}
