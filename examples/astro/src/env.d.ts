// The cine tags typed in Astro templates, generated from the package's custom-elements.json.
/// <reference types="cine-account/astro" />
