import 'server-only';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { getConfigurationModel } from '../../../lib/upstream/product/get-configuration-model';

/** "Konfigurera" on the product page of a configurable article (decision 035); nothing otherwise. */
export async function ConfigureLink({ articleNumber }: { articleNumber: string }) {
  const model = await getConfigurationModel(getRequestContext().services.product, { articleNumber });
  if (!model) return null;
  return (
    <p className="purchase-box__configure">
      <a className="button button--secondary" href={href('produktkonfiguration', { id: articleNumber })}>{t('productConfiguration.open')}</a>{' '}
      <span className="form-hint">{t('productConfiguration.openHint')}</span>
    </p>
  );
}
