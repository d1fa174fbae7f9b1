// Pictures in the prompt (issue 21, "Must show"), through the public API of the Node bundle
// (dist/node/agent_core.mjs, built into a temporary folder) over the replay server: a Zhipu image request whose
// body is the documented shape (the content array, the base64 alone in image_url.url) and that gets the canned
// description; a DeepSeek image request refused before anything is sent (0 transport calls, 0 server
// requests) with a stable code; a text-only body byte-identical to the body before content parts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it, expect } from '@ohos/hypium';
import { buildPackage, packageDir } from '../../../ci/build/test/support/BuiltNodePackage';
import { startReplayServer } from '../../replay/ReplayServer.mjs';

/** A 1x1 PNG, base64. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The body of this text-only request as the library sent it before content parts (commit b5a0523). */
const TEXT_BODY_BEFORE = '{"model":"deepseek-chat","messages":[{"role":"system","content":"简洁回答"},'
  + '{"role":"user","content":"你好 😀"}],"stream":false}';

async function bundle(): Promise<any> {
  return import(pathToFileURL(path.join(packageDir(), 'agent_core.mjs')).href);
}

/** The bundle's HarmonyHttpTransport, counted: what the client actually handed to the network. */
function countingTransport(lib: any): { transport: any; bodies: string[] } {
  const inner = new lib.HarmonyHttpTransport();
  const bodies: string[] = [];
  const transport = {
    request: (request: any, signal?: any) => { bodies.push(request.body ?? ''); return inner.request(request, signal); },
    stream: (request: any, observer: any, signal?: any) => {
      bodies.push(request.body ?? '');
      return inner.stream(request, observer, signal);
    },
  };
  return { transport, bodies };
}

function client(lib: any, server: any, provider: string, scenario: string, transport: any): any {
  const options = new lib.ClientOptions();
  options.apiKey = server.apiKeys[provider];
  options.baseUrl = server.baseUrls[provider];
  options.headers = new lib.HttpHeaders().set('x-replay-scenario', scenario);
  options.retryPolicy.maxRetries = 0;
  const profile = provider === 'zhipu' ? new lib.ZhipuProviderProfile() : new lib.DeepSeekProviderProfile();
  return new lib.OpenAICompatibleClient(options, transport, profile);
}

function imageRequest(lib: any, model: string): any {
  const request = new lib.ModelRequest();
  request.model = model;
  request.messages = [lib.ChatMessage.userParts([lib.ContentPart.text('图里是什么？'),
    lib.ContentPart.image(lib.ImageSource.data('image/png', PNG))])];
  return request;
}

export default function imagesOverReplayTest() {
  describe('ImagesOverReplay', () => {
    it('builds the Node bundle', 0, () => {
      const build = buildPackage();
      expect(build.ok ? 'built' : build.output).assertEqual('built');
    });

    it('a Zhipu vision request sends the documented body and gets the canned description', 0, async () => {
      const lib = await bundle();
      const server: any = await startReplayServer({ writeDelayMs: [0, 1] });
      try {
        const counted = countingTransport(lib);
        const answer = await client(lib, server, 'zhipu', 'zhipu/image-describe', counted.transport)
          .generate(imageRequest(lib, 'glm-4.5v'));
        expect(counted.bodies[0]).assertEqual('{"model":"glm-4.5v","messages":[{"role":"user","content":['
          + `{"type":"text","text":"图里是什么？"},{"type":"image_url","image_url":{"url":"${PNG}"}}]}],"stream":false}`);
        expect(server.requests.map((r: any) => `${r.status} ${r.scenario}`).join()).assertEqual('200 zhipu/image-describe');
        expect(answer.message.content).assertEqual('图里是一个 1×1 的像素：一块纯色的小方块。');
      } finally {
        await server.close();
      }
    });

    it('the replay refuses a data: prefix or a text model, as Zhipu documents (1214)', 0, async () => {
      const server: any = await startReplayServer({ writeDelayMs: [0, 1] });
      try {
        const post = async (model: string, url: string): Promise<string> => {
          const response = await fetch(`${server.baseUrls.zhipu}/chat/completions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${server.apiKeys.zhipu}`, 'content-type': 'application/json',
              'x-replay-scenario': 'zhipu/image-describe' },
            body: JSON.stringify({ model, stream: false, messages: [{ role: 'user',
              content: [{ type: 'image_url', image_url: { url } }] }] }),
          });
          const body: any = await response.json();
          return `${response.status} ${body.error?.code ?? 'ok'}`;
        };
        expect([await post('glm-4.5v', PNG), await post('glm-4.5v', `data:image/png;base64,${PNG}`),
          await post('glm-4.7', PNG), await post('glm-4.6v', 'https://example.com/a.png')].join(', '))
          .assertEqual('200 ok, 400 1214, 400 1214, 200 ok');
      } finally {
        await server.close();
      }
    });

    it('a DeepSeek image request is refused before sending: config/images_unsupported, nothing sent', 0, async () => {
      const lib = await bundle();
      const server: any = await startReplayServer({ writeDelayMs: [0, 1] });
      try {
        const counted = countingTransport(lib);
        let refused = '';
        try {
          await client(lib, server, 'deepseek', 'deepseek/chat', counted.transport).generate(imageRequest(lib, 'deepseek-chat'));
        } catch (error) {
          refused = `${(error as any).layer}/${(error as any).code}`;
        }
        expect(refused).assertEqual('config/images_unsupported');
        expect(`${counted.bodies.length} ${server.requests.length}`).assertEqual('0 0');
      } finally {
        await server.close();
      }
    });

    it('a text-only body is byte-identical to the body before content parts', 0, async () => {
      const lib = await bundle();
      const server: any = await startReplayServer({ writeDelayMs: [0, 1] });
      try {
        const counted = countingTransport(lib);
        const request = new lib.ModelRequest();
        request.model = 'deepseek-chat';
        request.messages = [lib.ChatMessage.system('简洁回答'), lib.ChatMessage.user('你好 😀')];
        const answer = await client(lib, server, 'deepseek', 'deepseek/chat', counted.transport).generate(request);
        expect(counted.bodies[0]).assertEqual(TEXT_BODY_BEFORE);
        expect(answer.message.content.length > 0).assertTrue();
      } finally {
        await server.close();
      }
    });
  });
}
