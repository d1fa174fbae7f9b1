// Types of ShapedChat.js for the suites that mount it (the file itself is emitted-shape JavaScript).
export declare class ShapedChat {
  constructor(parent: undefined, params: object, localStorage: undefined, elmtId: number, paramsLambda: undefined,
    extraInfo: undefined);
  prompt: string;
  messages: string[];
}
export declare class ShapedMessage {
  constructor(parent: undefined, params: object, localStorage: undefined, elmtId: number, paramsLambda: undefined,
    extraInfo: undefined);
}
