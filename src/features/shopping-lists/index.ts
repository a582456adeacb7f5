// The shopping-lists feature's client-safe public face; its server-only part is ./server.ts.
export { checkListName, LIST_NAME_MAX } from './list-name';
export type { ListActionState } from './list-action-state';
