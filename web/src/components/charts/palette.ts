/** Line colours on the dark surfaces; each is 3:1 or more against them (WCAG non-text contrast). */
export const SERIES_COLOURS = ['#f5b301', '#ff4a3d', '#2fbf71', '#5cb8ff', '#d08cff', '#f2c94c'];
