// VariableUtilV2: how a ViewV2's @Param gets its value from the parent (VAR class VariableUtilV2). initParam (in
// the constructor) and updateParam (from updateStateVars, i.e. the parent's update function) write the backing
// store directly, never through the property's setter, which refuses writes from the child itself.
import { OB_PREFIX, ObserveV2 } from './ObserveV2';
import { stateMgmtConsole } from './StateMgmtConsole';
import { type DecoMeta, decoMetaOf } from './TrackedProperty';

/** BusinessError of the SDK: an Error with a numeric code. */
export class BusinessError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.code = code;
    this.name = 'BusinessError';
  }
}

type Bag = Record<string, unknown>;

/** VAR checkInvalidUsage: initParam/updateParam on something that is not a @Param is an internal error. */
function paramMeta(target: object, attrName: string): DecoMeta {
  const meta = decoMetaOf(target)?.[attrName];
  if (meta === undefined || meta.deco !== '@Param') {
    const error = `Use initParam/updateParm/resetParam(${attrName}) only to init/update/reset @Param. Internal error!`;
    stateMgmtConsole.error(error);
    // VAR throws BusinessError(INVALID_INPUT_IN_COMPONENTV2), whose code is defined outside the files read
    throw new Error(error);
  }
  return meta;
}

/** VAR initParam: set the backing store and record the read for whatever is rendering (the parent's element). */
export function initParam(target: object, attrName: string, newValue: unknown): void {
  paramMeta(target, attrName);
  (target as Bag)[OB_PREFIX + attrName] = newValue;
  ObserveV2.getObserve().addRef(target, attrName);
}

/** VAR updateParam: a different value is stored and fired, except for @Param @Once, which keeps its first value. */
export function updateParam(target: object, attrName: string, newValue: unknown): void {
  const meta = paramMeta(target, attrName);
  const storeProp = OB_PREFIX + attrName;
  const bag = target as Bag;
  if (newValue === bag[storeProp]) {
    return;
  }
  if (meta.deco2 === '@Once') {
    return;
  }
  bag[storeProp] = newValue;
  ObserveV2.getObserve().fireChange(target, attrName);
}

/** VAR resetParam (only @ReusableV2 reuse calls it; kept for completeness): sets even a @Param @Once. */
export function resetParam(target: object, attrName: string, newValue: unknown): void {
  paramMeta(target, attrName);
  const storeProp = OB_PREFIX + attrName;
  const bag = target as Bag;
  if (newValue === bag[storeProp]) {
    return;
  }
  bag[storeProp] = newValue;
  ObserveV2.getObserve().fireChange(target, attrName);
}
