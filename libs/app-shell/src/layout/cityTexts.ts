export const SELECT_CITY_LABEL = 'Select City';
export const CITY_SAVE_FAILED = 'We could not save your city. Please try again.';
export const CITIES_LOAD_FAILED = 'We could not load the list of cities. Please try again later.';
