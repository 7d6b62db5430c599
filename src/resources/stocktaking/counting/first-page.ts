/** Rows of the first answer: one screen and a little more, so the first row shows at once. */
export const FIRST_PAGE = 60;
