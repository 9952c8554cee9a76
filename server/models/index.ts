import type { Sequelize } from 'sequelize';
import { AccountTokenModel } from './account-token';
import { AppMetaModel } from './app-meta';
import { AuditEntryModel } from './audit-entry';
import { ContactSubmissionModel } from './contact-submission';
import { ContentTranslationModel } from './content-translation';
import { EventModel } from './event';
import { EventRegistrationModel } from './event-registration';
import { DoorCheckInModel } from './door-check-in';
import { ImageModel } from './image';
import { ListingChangeModel } from './listing-change';
import { MemberModel } from './member';
import { MembershipApplicationModel } from './membership-application';
import { NewsArticleModel } from './news-article';
import { NewsletterDeliveryModel, NewsletterModel, NewsletterSendModel } from './newsletter';
import { OutboxMailModel } from './outbox-mail';
import { SessionModel } from './session';
import { SpamRegistrationModel } from './spam-registration';
import { SubscriptionModel } from './subscription';
import { UserModel } from './user';
import { InvestmentGuideModel } from './investment-guide';
import { InvestmentToolModel } from './investment-tool';
import { MarketReportModel } from './market-report';
import { PublicationModel } from './publication';
import { RegulatoryUpdateModel } from './regulatory-update';
import { MarketInsightModel } from './market-insight';
import { TariffRowModel } from './tariff-row';
import { ComplianceSectorModel } from './compliance-sector';
import { OfficeModel } from './office';
import { ResourceFileModel } from './resource-file';
import { TeamMemberModel } from './team-member';
import { TradeAgreementModel } from './trade-agreement';

export {
  AccountTokenModel,
  AppMetaModel,
  AuditEntryModel,
  ContactSubmissionModel,
  ContentTranslationModel,
  EventModel,
  EventRegistrationModel,
  DoorCheckInModel,
  ImageModel,
  ListingChangeModel,
  MemberModel,
  MembershipApplicationModel,
  NewsArticleModel,
  NewsletterDeliveryModel,
  NewsletterModel,
  NewsletterSendModel,
  OutboxMailModel,
  SessionModel,
  SpamRegistrationModel,
  SubscriptionModel,
  UserModel,
  InvestmentGuideModel,
  InvestmentToolModel,
  MarketReportModel,
  PublicationModel,
  RegulatoryUpdateModel,
  MarketInsightModel,
  TariffRowModel,
  ComplianceSectorModel,
  OfficeModel,
  ResourceFileModel,
  TeamMemberModel,
  TradeAgreementModel,
};

/** Defines every model on a Sequelize instance and returns them. */
export function initModels(sequelize: Sequelize) {
  const models = {
    User: UserModel.initModel(sequelize),
    Member: MemberModel.initModel(sequelize),
    Event: EventModel.initModel(sequelize),
    EventRegistration: EventRegistrationModel.initModel(sequelize),
    DoorCheckIn: DoorCheckInModel.initModel(sequelize),
    NewsArticle: NewsArticleModel.initModel(sequelize),
    ContentTranslation: ContentTranslationModel.initModel(sequelize),
    ContactSubmission: ContactSubmissionModel.initModel(sequelize),
    Session: SessionModel.initModel(sequelize),
    AppMeta: AppMetaModel.initModel(sequelize),
    AuditEntry: AuditEntryModel.initModel(sequelize),
    Image: ImageModel.initModel(sequelize),
    Subscription: SubscriptionModel.initModel(sequelize),
    SpamRegistration: SpamRegistrationModel.initModel(sequelize),
    OutboxMail: OutboxMailModel.initModel(sequelize),
    AccountToken: AccountTokenModel.initModel(sequelize),
    Newsletter: NewsletterModel.initModel(sequelize),
    NewsletterSend: NewsletterSendModel.initModel(sequelize),
    NewsletterDelivery: NewsletterDeliveryModel.initModel(sequelize),
    MembershipApplication: MembershipApplicationModel.initModel(sequelize),
    ListingChange: ListingChangeModel.initModel(sequelize),
    InvestmentGuide: InvestmentGuideModel.initModel(sequelize),
    InvestmentTool: InvestmentToolModel.initModel(sequelize),
    MarketReport: MarketReportModel.initModel(sequelize),
    Publication: PublicationModel.initModel(sequelize),
    RegulatoryUpdate: RegulatoryUpdateModel.initModel(sequelize),
    MarketInsight: MarketInsightModel.initModel(sequelize),
    TariffRow: TariffRowModel.initModel(sequelize),
    ComplianceSector: ComplianceSectorModel.initModel(sequelize),
    Office: OfficeModel.initModel(sequelize),
    ResourceFile: ResourceFileModel.initModel(sequelize),
    TeamMember: TeamMemberModel.initModel(sequelize),
    TradeAgreement: TradeAgreementModel.initModel(sequelize),
  };
  models.Session.belongsTo(models.User, { foreignKey: 'userId', onDelete: 'CASCADE' });
  models.ContactSubmission.belongsTo(models.User, { as: 'processor', foreignKey: 'processedBy', onDelete: 'SET NULL' });
  models.EventRegistration.belongsTo(models.Event, { foreignKey: 'eventId', onDelete: 'CASCADE' });
  models.AccountToken.belongsTo(models.User, { as: 'inviter', foreignKey: 'createdBy', onDelete: 'SET NULL' });
  models.User.belongsTo(models.Member, { as: 'company', foreignKey: 'memberId', onDelete: 'SET NULL' });
  models.MembershipApplication.belongsTo(models.User, { as: 'decider', foreignKey: 'decidedBy', constraints: false });
  models.ListingChange.belongsTo(models.Member, { as: 'member', foreignKey: 'memberId', onDelete: 'CASCADE' });
  models.ListingChange.belongsTo(models.User, { as: 'proposer', foreignKey: 'proposedBy', constraints: false });
  models.ListingChange.belongsTo(models.User, { as: 'decider', foreignKey: 'decidedBy', constraints: false });
  return models;
}

export type Models = ReturnType<typeof initModels>;
