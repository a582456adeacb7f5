// The orders feature's server-only public face: the order history pages, and my page's open
// invoices (placed on /mina-sidor by the dashboard).
export { OrderListPage } from './components/order-list-page';
export { OrderDetailPage } from './components/order-detail-page';
export { OpenInvoices } from './components/open-invoices';
