// CallCountingTransport: passes every call to the real transport and counts them, so a test knows how
// many connections the client opened (HarmonyHttpTransport opens one per call: the emulation has no
// connection reuse) and can wait until the server has seen each of them closed; `requests` keeps what was sent.
import type { CancellationSignal } from '../../../../agent_core/src/main/ets/core/CancellationSignal';
import type { HttpRequest } from '../../../../agent_core/src/main/ets/transport/HttpRequest';
import type { HttpResponse } from '../../../../agent_core/src/main/ets/transport/HttpResponse';
import type { HttpStreamObserver } from '../../../../agent_core/src/main/ets/transport/HttpStreamObserver';
import type { HttpStreamSubscription, HttpTransport } from '../../../../agent_core/src/main/ets/transport/HttpTransport';

export class CallCountingTransport implements HttpTransport {
  streamCalls = 0;
  requestCalls = 0;
  readonly requests: HttpRequest[] = [];

  constructor(private readonly inner: HttpTransport) {}

  get calls(): number {
    return this.streamCalls + this.requestCalls;
  }

  request(request: HttpRequest, signal?: CancellationSignal): Promise<HttpResponse> {
    this.requestCalls += 1;
    this.requests.push(request);
    return this.inner.request(request, signal);
  }

  stream(request: HttpRequest, observer: HttpStreamObserver, signal?: CancellationSignal): HttpStreamSubscription {
    this.streamCalls += 1;
    this.requests.push(request);
    return this.inner.stream(request, observer, signal);
  }
}
