// The analytics feature's public face (client-safe, no zod): the data layer of decision 036.
export { pushDataLayerEvent, DATA_LAYER_PUSHED } from './data-layer';
export { analyticsPrice, toAnalyticsItem, toAnalyticsItems, LIST_NAMES, ANALYTICS_CURRENCY, type AnalyticsItem, type ItemSource, type ListName } from './analytics-item';
export { cartChange, checkoutStep, promotionEvent, purchase, viewCart, viewItem, viewItemList, selectItem, PAGE_TYPES, type DataLayerEvent, type PageType, type Promotion } from './ecommerce-events';
export { AnalyticsObserver } from './analytics-observer';
export { DataLayerEventOnView } from './data-layer-event';
export { withListName } from './with-list-name';
export { analyticsItemProps, ANALYTICS_ITEM_ATTRIBUTE } from './analytics-item-attribute';
export { DevDataLayerPanel, type DevDataLayerPanelTexts } from './dev-data-layer-panel';
export { DataLayerGate } from './data-layer-gate-component';
