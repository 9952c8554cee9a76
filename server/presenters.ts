import type { ChamberEvent, ContactSubmission, Member, NewsArticle, User } from '../shared/entities';
import type { ContactSubmissionModel, EventModel, MemberModel, NewsArticleModel, UserModel } from './models';

// Each presenter names every field it emits; a model instance never reaches a response body,
// so a column added later (a password hash, an internal flag) cannot leak by accident.

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** A user as the API shows it (never the password hash). */
export function presentUser(user: UserModel): User {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    requestedRole: user.requestedRole ?? null,
  };
}

/** A member company. */
export function presentMember(member: MemberModel): Member {
  return {
    id: member.id,
    name: member.name,
    logo: member.logo,
    location: member.location,
    description: member.description,
    industry: member.industry,
    region: member.region,
    website: member.website,
    featured: Boolean(member.featured),
  };
}

/** An event. */
export function presentEvent(event: EventModel): ChamberEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    eventType: event.eventType,
    date: iso(event.date),
    endDate: isoOrNull(event.endDate),
    image: event.image,
    registrationLink: event.registrationLink,
    featured: Boolean(event.featured),
  };
}

/** A news article. */
export function presentNewsArticle(article: NewsArticleModel): NewsArticle {
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    category: article.category,
    publishDate: iso(article.publishDate),
    featured: Boolean(article.featured),
    image: article.image,
  };
}

/** A contact submission. */
export function presentContactSubmission(submission: ContactSubmissionModel): ContactSubmission {
  return {
    id: submission.id,
    fullName: submission.fullName,
    email: submission.email,
    organization: submission.organization,
    inquiryType: submission.inquiryType,
    message: submission.message,
    submittedAt: iso(submission.submittedAt),
    processed: Boolean(submission.processed),
  };
}
