// What tests may steer in the @ohos emulation, beyond what a real server can make happen: where the
// `headersReceive` events land relative to the body (http/HeaderOrder.ts; every order is one the netstack
// source allows), and an HttpRequest whose native object is missing (http/BrokenNativeWrap.ts). Never
// imported by code under agent_core/src/main.
export { HEADER_ORDERS, setHeaderOrder, withHeaderOrder } from './http/HeaderOrder';
export type { HeaderOrder, HeaderOrderChooser, HeaderOrderPolicy, HeaderOrderRequest } from './http/HeaderOrder';
export { breakNextNativeWrap } from './http/BrokenNativeWrap';
