// Invitation codes, read as the server reads them (net/src/invitation.cpp): case, dashes
// and spaces do not matter, and O is read as 0, I and L as 1 (`k7qm 2xpa` is `K7QM-2XPA`).

/**
 * The code as a person typed it, in capitals without spaces, with its dash.
 * @param {string} typed
 * @returns {string}
 */
export function writtenCode(typed) {
    let code = typed.replace(/[-\s]/g, "").toUpperCase();
    if (code.length === 8) code = `${code.slice(0, 4)}-${code.slice(4)}`;
    return code;
}

/**
 * The code the server would read from what was typed.
 * @param {string} typed
 * @returns {string}
 */
export function readCode(typed) {
    return writtenCode(typed).replace(/O/g, "0").replace(/[IL]/g, "1");
}

/**
 * Whether `code` can be a table's code once read: eight characters of Crockford's base 32.
 * @param {string} code  as readCode() gives it
 * @returns {boolean}
 */
export function looksLikeCode(code) {
    return /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(code);
}

/**
 * The table's code in a page's path, `/t/K7QM-2XPA`, or null for any other path.
 * @param {string} path
 * @returns {string|null}
 */
export function codeInPath(path) {
    const match = /^\/t\/([^/]+)\/?$/.exec(path);
    return match ? readCode(decodeURIComponent(match[1])) : null;
}

/**
 * The table a person typed or pasted into the lobby: its code, or its link
 * (`https://club.example.org/t/K7QM-2XPA`, read as a browser opens it), with the link's
 * origin; null when it is neither.
 * @param {string} typed
 * @returns {{code: string, origin: string|null}|null}
 */
export function tableTyped(typed) {
    const text = typed.trim();
    if (/^https?:\/\//i.test(text)) {
        let url;
        try {
            url = new URL(text);
        } catch {
            return null;
        }
        const code = codeInPath(url.pathname);
        return code && looksLikeCode(code) && !url.username ? {code, origin: url.origin} : null;
    }
    const code = readCode(text);
    return looksLikeCode(code) ? {code, origin: null} : null;
}
