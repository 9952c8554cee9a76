/** Entity types and fixed vocabularies of the spec (§3), shared by server, web and desktop. */

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Inquiry types of the contact form (§3). */
export const INQUIRY_TYPES = ['membership', 'partnership', 'event', 'media', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** The chamber's three regions (§3), stored as codes and translated for display. */
export const REGIONS = ['ibero-america', 'nordic', 'baltic'] as const;
export type Region = (typeof REGIONS)[number];

/** Event formats (§3); an event's `eventType` is one of them. */
export const EVENT_FORMATS = ['in-person', 'virtual', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** Industries a member company can belong to, stored as codes and translated for display. */
export const INDUSTRIES = [
  'technology',
  'energy',
  'finance',
  'agriculture',
  'manufacturing',
  'logistics',
  'consulting',
  'design',
  'healthcare',
  'tourism',
  'education',
  'food',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** News categories, stored as codes and translated for display. */
export const NEWS_CATEGORIES = [
  'trade',
  'investment',
  'events',
  'members',
  'policy',
  'sustainability',
  'innovation',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A user as the API presents it; the password hash never leaves the server. */
export interface User {
  id: number;
  username: string;
  fullName: string;
  email: string;
  role: Role;
  /** A higher role asked for at registration, waiting for an administrator. */
  requestedRole: Role | null;
}

export interface Member {
  id: number;
  name: string;
  /** Logo URL; when absent the UI shows the name as text. */
  logo: string | null;
  location: string;
  description: string;
  industry: Industry;
  region: Region;
  website: string | null;
  featured: boolean;
}

export interface ChamberEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  eventType: EventFormat;
  /** ISO 8601 date-time. */
  date: string;
  /** ISO 8601 date-time of the last day of a multi-day event. */
  endDate: string | null;
  /** Image URL; when absent the UI shows a stock image. */
  image: string | null;
  /** Registration URL; when absent the UI links to '#'. */
  registrationLink: string | null;
  featured: boolean;
}

export interface NewsArticle {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  category: NewsCategory;
  /** ISO 8601 date-time. */
  publishDate: string;
  featured: boolean;
  image: string | null;
}

export interface ContactSubmission {
  id: number;
  fullName: string;
  email: string;
  organization: string | null;
  inquiryType: InquiryType;
  message: string;
  /** ISO 8601 date-time set by the server. */
  submittedAt: string;
  processed: boolean;
}

/** Error body of every failed API call. */
export interface ApiError {
  error: string;
  /** Per-field messages of a validation failure. */
  fields?: Record<string, string>;
  /** Present on unexpected faults, to find the log line. */
  requestId?: string;
}
