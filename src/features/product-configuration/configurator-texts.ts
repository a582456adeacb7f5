import 'server-only';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { t } from '../../lib/texts';
import type { ConfiguratorTexts } from './components/configurator-form';

const kronor = (ore: number) => `${(ore / 100).toLocaleString('sv-SE', { maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ')} kr`;

/** The configurator island's texts, from the catalogue by key; templates keep their placeholders. */
export function configuratorTexts(model: ConfigurationModel, editing: boolean): ConfiguratorTexts {
  const errors = ['not_a_number', 'length_below_minimum', 'length_above_maximum', 'length_step', 'packaging_required', 'packaging_unknown', 'packaging_too_long', 'pieces', 'not_configurable'] as const;
  return {
    length: t('productConfiguration.length'),
    lengthHint: t('productConfiguration.lengthHint'),
    packaging: t('productConfiguration.packaging'),
    packagingOptions: Object.fromEntries(
      model.packaging.map((option) => [
        option.code,
        t('productConfiguration.packagingOption', {
          label: option.label.charAt(0).toUpperCase() + option.label.slice(1),
          limit: option.maxLength === null ? '' : t('productConfiguration.packagingLimit', { max: option.maxLength }),
          fee: option.fee > 0 ? t('productConfiguration.packagingFee', { fee: kronor(option.fee) }) : '',
        }),
      ]),
    ),
    pieces: t('productConfiguration.pieces'),
    price: t('productConfiguration.price'),
    alloying: t('productConfiguration.alloying'),
    total: t('productConfiguration.total'),
    priceHidden: t('productConfiguration.priceHidden'),
    priceWaiting: t('productConfiguration.priceWaiting'),
    summary: t('productConfiguration.summary'),
    submit: t(editing ? 'productConfiguration.save' : 'productConfiguration.add'),
    added: t('productConfiguration.added', { summary: '' }),
    toCart: t('productConfiguration.toCart'),
    errors: Object.fromEntries(errors.map((code) => [code, t(`productConfiguration.errors.${code}`)])),
  };
}
