/** spec 2 §2: the Parent section is headed 'Vader' when the head is male, else 'Moeder'. */
export const parentHeading = (geslacht: string | null | undefined): 'Vader' | 'Moeder' =>
  geslacht?.toLowerCase() === 'man' ? 'Vader' : 'Moeder';
