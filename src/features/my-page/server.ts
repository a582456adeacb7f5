import 'server-only';

// The server face of "Mina sidor" (issue 14): what pages and the edge use. Client-safe pieces
// are in index.ts.
export { MyPageDashboard } from './dashboard/my-page-dashboard';
export { AddressBookSection } from './addresses/address-book';
export { SpendSection } from './spend/spend-section';
export { SPEND_CSV_PATH } from './spend/spend-csv-path';
export { spendCsvFile } from './spend/spend-csv-file';
// The delivery step's new-address form shows the same fields with the same labels.
export { addressFieldLabels } from './addresses/address-texts';
