/** The RTK Query tags this feature's endpoints provide: a leaf module, so app/api.ts can read it without a cycle. */
export const settingsTags = ['Setting', 'ProcessingStatus'] as const;
