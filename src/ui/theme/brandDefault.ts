// Written by `npm run brand` from src/brand.ts (src/ui/theme/brandPalette.ts derives it);
// brandPalette.test.ts fails while it is stale. Do not edit by hand.
export const brandDefault = {
  "colour": "#6254e0",
  "light": {
    "solid": "#6254e0",
    "contrast": "#ffffff",
    "text": "#5847d2",
    "tint": "#e8eafd",
    "focus": "rgba(98, 84, 224, 0.35)"
  },
  "dark": {
    "solid": "#6254e0",
    "contrast": "#ffffff",
    "text": "#abaffe",
    "tint": "#3c3d68",
    "focus": "rgba(171, 175, 254, 0.45)"
  }
};
