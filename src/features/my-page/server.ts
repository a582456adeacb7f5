import 'server-only';

// The server face of "Mina sidor" (issue 14): what pages use. Client-safe pieces are in index.ts;
// the edge's spend CSV route imports its two modules itself (decision 051).
export { MyPageDashboard } from './dashboard/my-page-dashboard';
export { AddressBookSection } from './addresses/address-book';
export { SpendSection } from './spend/spend-section';
// The delivery step's new-address form shows the same fields with the same labels.
export { addressFieldLabels } from './addresses/address-texts';
