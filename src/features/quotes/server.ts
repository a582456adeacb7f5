// The quotes feature's server-only public face: the quote pages and the cart's "Begär offert".
export { QuoteListPage } from './components/quote-list-page';
export { QuoteDetailPage } from './components/quote-detail-page';
export { RequestQuotePanel } from './components/request-quote-panel';
