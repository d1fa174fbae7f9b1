// Decorate: applies decorators the way the __decorate helper at the top of every ets-loader output file does
// (TypeScript's helper: right to left, a method's descriptor passed and written back), so hand-written test views
// go through the same calls as transpiled ones.
type AnyDecorator = (target: object, key: string, descriptor?: PropertyDescriptor) => PropertyDescriptor | void;

export function decorate(decorators: AnyDecorator[], target: object, key: string, isMethod = false): void {
  let descriptor = isMethod ? Object.getOwnPropertyDescriptor(target, key) : undefined;
  for (let i = decorators.length - 1; i >= 0; i -= 1) {
    const result = isMethod ? decorators[i](target, key, descriptor) : decorators[i](target, key);
    if (isMethod && result) descriptor = result;
  }
  if (isMethod && descriptor) Object.defineProperty(target, key, descriptor);
}
