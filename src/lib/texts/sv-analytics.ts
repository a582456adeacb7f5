/** The development-only data-layer panel (issue 18, decision 036): for developers and merchandisers checking tagging. */
export const svAnalytics = {
  devPanel: {
    title: 'Datalager ({count} händelser)',
    intro: 'Endast i utvecklingsmiljön: händelserna som sidan har skickat till window.dataLayer, i ordning.',
    empty: 'Inga händelser ännu.',
    clear: 'Töm listan',
  },
};
