import '../../../features/product-configuration/product-configuration.css';
import type { PageProps } from 'waku/router';
import { PageTitle } from '../../../components/page-title';
import { ConfiguratorForm } from '../../../features/product-configuration';
import { configuratorTexts, loadConfigurator } from '../../../features/product-configuration/server';
import { setPageStatus } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';

// The product configurator (issue 17, decision 035), in the plain layout so the app and punch-out
// can show it full screen. `?rad={cartItemId}`: "Ändra" on a configured cart line.
export default async function ProduktkonfigurationPage({ id, query }: PageProps<'/produktkonfiguration/[id]'>) {
  const articleNumber = [id].flat().join('/');
  const lineId = new URLSearchParams(query).get('rad');
  const configurator = await loadConfigurator(articleNumber, lineId);
  if (!configurator) {
    setPageStatus(404);
    return (
      <section className="page page--narrow">
        <PageTitle title={t('routes.productConfiguration')} />
        <h1 className="page__title">{t('routes.productConfiguration')}</h1>
        <p role="alert">{t('productConfiguration.notFound')}</p>
        <p><a href={href('cart')}>{t('productConfiguration.toCart')}</a></p>
      </section>
    );
  }
  const { model, name, variantSlug, initial, replace, showPrices } = configurator;
  return (
    <section className="page page--narrow">
      <PageTitle title={`${t('routes.productConfiguration')}: ${name}`} />
      <p><a href={href('produkt-slug', { slug: variantSlug })}>{t('productConfiguration.back')}</a></p>
      <h1 className="page__title">{name}</h1>
      <p>{t('productConfiguration.intro', { packaging: model.packaging.length > 0 ? t('productConfiguration.introPackaging') : '' })}</p>
      <ConfiguratorForm model={model} initial={initial} replace={replace} showPrices={showPrices} cartHref={href('cart')} texts={configuratorTexts(model, replace !== null)} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
