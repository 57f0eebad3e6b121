// The playground form's values read as the widget's options: what was chosen, and the fields that could not be read.

const WHOLE_NUMBER = /^\d+$/;
const COUNTRY = /^[A-Za-z]{2}$/;
/** List fields take commas, spaces or both between values. */
const SEPARATORS = /[\s,]+/;
const TEXT_SETTINGS = ['updateItem', 'language', 'theme', 'primaryColor', 'radius', 'fontFamily', 'clientName', 'clientLogoUrl', 'privacyPolicyUrl'];
const CHECKBOX_SETTINGS = ['includeSandbox', 'connectorSortAlphabetically', 'allowConnectInBackground'];
const CHECKBOX_LISTS = ['connectorTypes', 'products'];

export const PROBLEMS = {
  connectorIds: 'Write connector ids as whole numbers separated by commas, such as 0, 600.',
  popularConnectorIds: 'Write connector ids as whole numbers separated by commas, such as 205, 202.',
  countries: 'Write two-letter country codes separated by commas, such as BR, AR.',
};

const splitList = (text) => text.split(SEPARATORS).filter((value) => value !== '');

/**
 * `entries` are the form's [name, value] pairs (a FormData). Empty fields are left out, so the
 * widget's default applies; a list field with a value it cannot read is left out and named.
 */
export function readChoices(entries) {
  const fields = new Map();
  for (const [name, value] of entries) {
    if (typeof value === 'string') fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  const one = (name) => (fields.get(name)?.[0] ?? '').trim();
  const settings = {};
  const problems = [];

  for (const name of TEXT_SETTINGS) if (one(name) !== '') settings[name] = one(name);
  for (const name of CHECKBOX_SETTINGS) if (one(name) === 'true') settings[name] = true;
  for (const name of CHECKBOX_LISTS) if (fields.has(name)) settings[name] = fields.get(name);

  for (const name of ['connectorIds', 'popularConnectorIds']) {
    const ids = splitList(one(name));
    if (ids.some((id) => !WHOLE_NUMBER.test(id))) problems.push({ name, message: PROBLEMS[name] });
    else if (ids.length > 0) settings[name] = ids.map(Number);
  }

  const countries = splitList(one('countries'));
  if (countries.some((country) => !COUNTRY.test(country))) problems.push({ name: 'countries', message: PROBLEMS.countries });
  else if (countries.length > 0) settings.countries = countries.map((country) => country.toUpperCase());

  if (WHOLE_NUMBER.test(one('selectedConnectorId'))) settings.selectedConnectorId = Number(one('selectedConnectorId'));
  if (one('autoFocus') === 'true' || one('autoFocus') === 'false') settings.autoFocus = one('autoFocus') === 'true';

  const openFinance = Object.fromEntries(['cpf', 'cnpj'].filter((name) => one(name) !== '').map((name) => [name, one(name)]));
  if (Object.keys(openFinance).length > 0) settings.openFinanceParameters = openFinance;

  return { display: one('display') === 'inline' ? 'inline' : 'modal', settings, problems };
}
