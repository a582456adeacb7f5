import { unstable_notFound as notFound } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { deleteTransferredCart } from '../../features/punchout/actions/delete-transferred-cart';
import { loadPunchoutTransfer } from '../../features/punchout/load-transfer';
import { PunchoutTransferPage } from '../../features/punchout/transfer-page';
import { t } from '../../lib/texts';

// Punch-out transfer (spec point 4): the cart as an OCI form (or cXML order message) the browser
// posts to the procurement system. Outside a punch-out session there is nothing to transfer: 404.
export default async function PunchoutTransferRoute() {
  const transfer = await loadPunchoutTransfer();
  if (!transfer) notFound();
  return (
    <>
      <PageTitle title={t('punchout.transfer.pageTitle')} />
      <PunchoutTransferPage action={transfer.action} target={transfer.target} fields={transfer.fields} priceFlags={transfer.priceFlags} retireCart={deleteTransferredCart} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
