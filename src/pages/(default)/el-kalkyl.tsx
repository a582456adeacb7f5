import type { PageProps } from 'waku/router';
import { PageTitle } from '../../components/page-title';
import { CableCalculatorView } from '../../features/cable-calculator/cable-calculator-view';
import { t } from '../../lib/texts';

// Ljusgrossen's cable calculator (a brand route, spec point 2): the route guard answers 404 on the
// other brands before this renders. The form is a GET, so the result lives in the address.
export default async function ElKalkylPage({ query }: PageProps<'/el-kalkyl'>) {
  return (
    <section className="page" data-page="el-kalkyl">
      <PageTitle title={t('brandPages.calculator.heading')} description={t('brandPages.calculator.lead')} />
      <h1 className="page__title">{t('brandPages.calculator.heading')}</h1>
      <p className="page__lead">{t('brandPages.calculator.lead')}</p>
      <CableCalculatorView query={new URLSearchParams(query)} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
