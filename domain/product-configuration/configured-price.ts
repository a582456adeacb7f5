import type { Configuration, ConfigurationModel } from './configuration-model';
import { packagingOf } from './configuration-rules';

/**
 * The price of one cut piece from the price of one sold unit (öre): the length's share of the
 * unit, plus the cutting fee and the delivery form's fee. Rounded once, to whole öre.
 */
export function configuredPiecePrice(model: ConfigurationModel, configuration: Configuration, unitPrice: number): number {
  const fee = model.cuttingFee + (packagingOf(model, configuration.packaging)?.fee ?? 0);
  return Math.round((configuration.length / model.unitLength) * unitPrice) + fee;
}

/** An amount that follows the length alone (the alloying surcharge of copper), öre. */
export const lengthShare = (model: ConfigurationModel, configuration: Configuration, unitAmount: number): number =>
  Math.round((configuration.length / model.unitLength) * unitAmount);
