/** The buyer's choice of assortment (issue 19, spec points 4 and 6): own assortment or the full range. */
export const svAssortment = {
  choice: {
    legend: 'Sortiment',
    own: 'Ert sortiment ({name})',
    full: 'Hela sortimentet',
    show: 'Visa sortimentet',
    hint: 'Gäller menyn, kategorierna och sökningen.',
    nowOwn: 'Du ser nu ert eget sortiment.',
    nowFull: 'Du ser nu hela sortimentet.',
    unknown: 'Välj ert sortiment eller hela sortimentet.',
  },
};
