// The analytics feature's server-only face: events whose data only the server may decide on.
export { cartChangeAnalytics, type CartChange } from './cart-change-analytics';
