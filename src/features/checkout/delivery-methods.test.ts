import { describe, expect, it } from 'vitest';
import { offeredMethods, splitDeliveryId } from './delivery-methods';

const ids = (input: Parameters<typeof offeredMethods>[0]) => offeredMethods(input).map((method) => method.id);

describe('offeredMethods', () => {
  it('offers every method in the middle of the working day', () => {
    expect(ids({ minutesNow: 10 * 60, allDeliveryMethods: true })).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12']);
  });

  it('drops methods whose window has closed (Stockholm wall clock)', () => {
    expect(ids({ minutesNow: 15 * 60, allDeliveryMethods: true })).toEqual(['DBI', 'EXH', 'EXB', '24-12']);
    expect(ids({ minutesNow: 22 * 60, allDeliveryMethods: true })).toEqual(['DBI', 'EXH']);
    expect(ids({ minutesNow: 5 * 60 + 59, allDeliveryMethods: true })).toEqual(['DBI', 'EXH', '24-12']);
  });

  it('limits EJ_ALLA_LEVERANSSATT to home delivery and store pickup', () => {
    expect(ids({ minutesNow: 10 * 60, allDeliveryMethods: false })).toEqual(['DBI', 'EXH']);
  });
});

describe('splitDeliveryId', () => {
  it('splits method and location', () => {
    expect(splitDeliveryId('EXH:S-UME-01')).toEqual({ methodId: 'EXH', locationId: 'S-UME-01' });
    expect(splitDeliveryId('24-12:CL-01')).toEqual({ methodId: '24-12', locationId: 'CL-01' });
    expect(splitDeliveryId('DBI')).toEqual({ methodId: 'DBI', locationId: '' });
  });
});
