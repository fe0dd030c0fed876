// A game's parameters in the host form, as `games` describes them: each shown with its
// default, and only those changed sent with `open`.

import {h, printable} from "./dom.js";
import {t} from "./i18n.js";

/**
 * A parameter as `dicebox games --json` and the server's `games` give it.
 * @typedef {{name: string, description?: string, default: any, range?: string, type?: string}} Parameter
 */
/** @typedef {{parameter: Parameter, input: HTMLInputElement}} ParameterField */

/**
 * The fields of the parameters, folded away under one heading.
 * @param {Parameter[]} parameters
 * @returns {{element: HTMLElement|null, fields: ParameterField[]}}
 */
export function parameterFields(parameters) {
    if (parameters.length === 0) return {element: null, fields: []};
    const fields = parameters.map((parameter) => ({parameter, input: inputFor(parameter)}));
    const element = h("details", {class: "parameters"}, h("summary", {}, t("Parameters")),
        ...fields.map(({parameter, input}) => h("div", {class: "stack"},
            h("label", {for: input.id}, parameter.name),
            input,
            h("small", {id: `${input.id}-about`}, printable([parameter.description, parameter.range].filter(Boolean).join(" · "))))));
    return {element, fields};
}

/**
 * @param {Parameter} parameter
 * @returns {HTMLInputElement}
 */
function inputFor(parameter) {
    const id = `param-${parameter.name}`;
    const shown = {id, name: parameter.name, "aria-describedby": `${id}-about`};
    if (typeof parameter.default === "boolean") {
        return h("input", {...shown, type: "checkbox", checked: parameter.default});
    }
    if (typeof parameter.default === "number") {
        const whole = wholeNumbers(parameter);
        return h("input", {...shown, type: "number", inputmode: whole ? "numeric" : "decimal",
            step: whole ? 1 : "any", value: parameter.default});
    }
    return h("input", {...shown, value: writtenValue(parameter.default), autocomplete: "off"});
}

/**
 * Whether the parameter takes whole numbers: its type says so ("an integer", "a list of
 * integers"), or, where it has none, its default is one.
 * @param {Parameter} parameter
 * @returns {boolean}
 */
export function wholeNumbers(parameter) {
    if (parameter.type !== undefined) return /integer/.test(parameter.type);
    const example = Array.isArray(parameter.default) ? parameter.default[0] : parameter.default;
    return Number.isInteger(example);
}

/**
 * A value as the form writes it: a list as its items separated by spaces.
 * @param {any} value
 * @returns {string}
 */
export function writtenValue(value) {
    return Array.isArray(value) ? value.join(" ") : String(value);
}

/**
 * The value written in a field, of the type of the parameter's default.
 * @param {any} example  the default
 * @param {string} text
 * @param {boolean} whole  whether a number must be a whole one
 * @returns {any}  undefined when the text cannot be such a value
 */
export function readValue(example, text, whole) {
    if (Array.isArray(example)) {
        const items = text.split(/[\s,]+/).filter((item) => item !== "");
        const values = items.map((item) => readValue(example[0] ?? 0, item, whole));
        return values.includes(undefined) ? undefined : values;
    }
    if (typeof example === "number") {
        const number = Number(text);
        const fits = whole ? Number.isInteger(number) : Number.isFinite(number);
        return text.trim() !== "" && fits ? number : undefined;
    }
    return text;
}

/**
 * The parameters whose value differs from the default, or null (the field marked and
 * focused) when one cannot be read.
 * @param {ParameterField[]} fields
 * @returns {{[name: string]: any}|null}
 */
export function changedParameters(fields) {
    /** @type {{[name: string]: any}} */
    const changed = {};
    for (const {parameter, input} of fields) {
        const value = input.type === "checkbox" ? input.checked : readValue(parameter.default, input.value, wholeNumbers(parameter));
        input.setCustomValidity(value === undefined ? t("Not a value of this parameter.") : "");
        if (value === undefined) {
            input.reportValidity();
            return null;
        }
        if (JSON.stringify(value) !== JSON.stringify(parameter.default)) changed[parameter.name] = value;
    }
    return changed;
}
