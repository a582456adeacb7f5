/** The shop's own consent banner (issue 18), used where a brand has no OneTrust. */
export const svConsent = {
  region: 'Samtycke till kakor',
  title: 'Vi använder kakor',
  intro:
    'Nödvändiga kakor behövs för att butiken ska fungera. Med ditt samtycke använder vi också kakor för statistik, felsökning och marknadsföring. Du kan ändra ditt val när som helst under ”Cookieinställningar” längst ned på sidan.',
  acceptAll: 'Godkänn alla',
  necessaryOnly: 'Endast nödvändiga',
  customise: 'Välj själv',
  save: 'Spara mina val',
  groupsLegend: 'Kakor vi får använda',
  groups: {
    C0001: 'Nödvändiga (alltid på)',
    C0002: 'Statistik och analys',
    C0003: 'Funktionella, till exempel felsökning med sessionsinspelning',
    C0004: 'Riktad marknadsföring',
  },
  settings: 'Cookieinställningar',
} as const;
