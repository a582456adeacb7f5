/** Swedish texts of the navigation screens (keys under 'navigation.'); see sv.ts for the whole catalogue. */
export const svNavigation = {
  title: 'Navigering',
} as const;
