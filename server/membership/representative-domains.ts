import { validationMessages as m } from '../../shared/messages';
import { badRequest } from '../errors';

/**
 * Public mail services: anyone can have an address there, so a representative with a Gmail address
 * cannot vouch for every Gmail user. Their domains never count as a company's own.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.es',
  'hotmail.com',
  'hotmail.es',
  'hotmail.se',
  'live.com',
  'live.se',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'yahoo.se',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'telia.com',
  'spray.se',
]);

/** The domain of an e-mail address, lower case. */
export const domainOfAddress = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The host name of a company's website without a leading `www.`, or null without a usable one. */
function domainOfWebsite(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return null;
  }
}

/**
 * The domains a member representative can vouch for: that of their own address and that of the
 * company's website, unless it is a public mail service's.
 */
export function companyDomains(inviterEmail: string, website: string | null | undefined): Set<string> {
  const domains = [domainOfAddress(inviterEmail), domainOfWebsite(website)];
  return new Set(domains.filter((domain): domain is string => !!domain && !PUBLIC_MAIL_DOMAINS.has(domain)));
}

/**
 * 400 with `fields.email` for an address outside the company's domains: the answer depends on the
 * address's domain only, never on whether it has an account, so it tells no one anything.
 */
export function assertCompanyAddress(email: string, inviterEmail: string, website: string | null | undefined): void {
  if (!companyDomains(inviterEmail, website).has(domainOfAddress(email))) {
    throw badRequest(m.representativeDomain, { email: m.representativeDomain });
  }
}
