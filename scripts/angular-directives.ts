// Run by `npm run build` after `cem analyze`: typed Angular directives for the cine
// tags, from dist/custom-elements.json, as `cine-account/angular`. CUSTOM_ELEMENTS_SCHEMA turns off
// every check on a dashed tag; a standalone directive whose selector is the tag gives Angular's
// template checker (strictTemplates: strictAttributeTypes, strictInputTypes) each attribute's type,
// so `<cine-login context="popup">` is a build error. The directive forwards what a template binds to
// it as the element's attribute, which the element observes. The JavaScript holds Angular's partial
// declarations (as ng-packagr emits them), which the application's build links.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Declaration, dist, manifestTags } from './manifest-tags';

/** The version of Angular's partial-declaration format these declarations follow (Angular 21's own). */
const DECLARED_WITH = '21.0.0';

const tags = manifestTags();
const className = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const inputsOf = (tag: Declaration) =>
  (tag.attributes ?? []).map(({ name, fieldName, type }) => ({
    alias: name,
    field: fieldName ?? camel(name),
    type: type?.text ?? 'string',
  }));

const directiveJs = (tag: Declaration) => {
  const name = className(String(tag.tagName));
  const inputs = inputsOf(tag);
  return `export class ${name} {
  #element = i0.inject(i0.ElementRef).nativeElement;
${inputs.map(({ alias, field }) => `  set ${field}(value) { forward(this.#element, '${alias}', value); }`).join('\n')}
  static ɵfac = i0.ɵɵngDeclareFactory({ minVersion: '12.0.0', version: '${DECLARED_WITH}', ngImport: i0, type: ${name}, deps: [], target: i0.ɵɵFactoryTarget.Directive });
  static ɵdir = i0.ɵɵngDeclareDirective({ minVersion: '14.0.0', version: '${DECLARED_WITH}', type: ${name}, isStandalone: true, selector: '${tag.tagName}', inputs: { ${inputs
    .map(({ alias, field }) => `${field}: ['${alias}', '${field}']`)
    .join(', ')} }, ngImport: i0 });
}
`;
};

const directiveDts = (tag: Declaration) => {
  const name = className(String(tag.tagName));
  const inputs = inputsOf(tag);
  const declared = inputs
    .map(({ alias, field }) => `"${field}": { "alias": "${alias}"; "required": false; }`)
    .join('; ');
  return `/** \`<${tag.tagName}>\` for Angular's template checker: each attribute typed as the element documents it. */
export declare class ${name} {
${inputs.map(({ field, type }) => `  set ${field}(value: ${type} | null | undefined);`).join('\n')}
  static ɵfac: i0.ɵɵFactoryDeclaration<${name}, never>;
  static ɵdir: i0.ɵɵDirectiveDeclaration<${name}, "${tag.tagName}", never, { ${declared}; }, {}, never, never, true, never>;
}
`;
};

const names = tags.map((tag) => className(String(tag.tagName)));
const header = `// Generated from custom-elements.json by scripts/angular-directives.ts: the cine tags typed for Angular
// templates (import CINE_ELEMENTS, or one directive, into a standalone component beside
// CUSTOM_ELEMENTS_SCHEMA).
import * as i0 from '@angular/core';
`;

mkdirSync(resolve(dist, 'angular'), { recursive: true });
writeFileSync(
  resolve(dist, 'angular/index.js'),
  `${header}
/** What a template binds goes to the element as its attribute; null, undefined or false remove it. */
function forward(element, name, value) {
  if (value === null || value === undefined || value === false) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : String(value));
}

${tags.map(directiveJs).join('\n')}
/** Every cine directive, for a standalone component's \`imports\`. */
export const CINE_ELEMENTS = [${names.join(', ')}];
`,
);
writeFileSync(
  resolve(dist, 'types/angular.d.ts'),
  `${header}
${tags.map(directiveDts).join('\n')}
/** Every cine directive, for a standalone component's \`imports\`. */
export declare const CINE_ELEMENTS: readonly [${names.map((name) => `typeof ${name}`).join(', ')}];
`,
);
console.log(`dist/angular/index.js and dist/types/angular.d.ts: ${tags.length} typed Angular directives`);
