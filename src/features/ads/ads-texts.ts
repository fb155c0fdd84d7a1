/** What a student who opens an advertisement screen is told (spec 3 §6: advertisements are a vendor's). */
export const ADS_ARE_VENDORS = 'Advertisements put an outlet’s deals in front of more students; they are for vendors.'
