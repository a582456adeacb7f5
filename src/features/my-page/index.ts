// The client-safe face of "Mina sidor": pure helpers other features may use in the browser too.
export { visibleShortcuts, type Shortcut } from './dashboard/shortcuts';
export { toSpendView, monthLabel, type SpendView } from './spend/spend-view';
