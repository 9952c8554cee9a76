import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/** The first schema: users, content, contact submissions, sessions and installation facts. */
export const initial: Migration = {
  name: '20261121-0001-initial',
  async up({ context: qi }) {
    await qi.createTable('users', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      username: { type: DataTypes.STRING(50), allowNull: false },
      username_key: { type: DataTypes.STRING(50), allowNull: false, unique: true },
      password_hash: { type: DataTypes.STRING(100), allowNull: false },
      full_name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      role: { type: DataTypes.STRING(20), allowNull: false },
      requested_role: { type: DataTypes.STRING(20), allowNull: true },
      last_login_at: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('users', ['role'], { name: 'users_role' });

    await qi.createTable('members', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      logo: { type: DataTypes.STRING(2048), allowNull: true },
      location: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      industry: { type: DataTypes.STRING(40), allowNull: false },
      region: { type: DataTypes.STRING(40), allowNull: false },
      website: { type: DataTypes.STRING(2048), allowNull: true },
      featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    });
    // The public list is ordered featured first, then by name; filters are by region and industry.
    await qi.addIndex('members', ['featured', 'name'], { name: 'members_featured_name' });
    await qi.addIndex('members', ['region'], { name: 'members_region' });
    await qi.addIndex('members', ['industry'], { name: 'members_industry' });

    await qi.createTable('events', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      location: { type: DataTypes.STRING(200), allowNull: false },
      event_type: { type: DataTypes.STRING(20), allowNull: false },
      date: { type: DataTypes.DATE, allowNull: false },
      end_date: { type: DataTypes.DATE, allowNull: true },
      image: { type: DataTypes.STRING(2048), allowNull: true },
      registration_link: { type: DataTypes.STRING(2048), allowNull: true },
      featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    });
    await qi.addIndex('events', ['date'], { name: 'events_date' });
    await qi.addIndex('events', ['event_type'], { name: 'events_event_type' });

    await qi.createTable('news_articles', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      excerpt: { type: DataTypes.STRING(500), allowNull: false },
      category: { type: DataTypes.STRING(40), allowNull: false },
      publish_date: { type: DataTypes.DATE, allowNull: false },
      featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      image: { type: DataTypes.STRING(2048), allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('news_articles', ['publish_date'], { name: 'news_articles_publish_date' });
    await qi.addIndex('news_articles', ['category'], { name: 'news_articles_category' });

    await qi.createTable('contact_submissions', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      full_name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      organization: { type: DataTypes.STRING(200), allowNull: true },
      inquiry_type: { type: DataTypes.STRING(20), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      submitted_at: { type: DataTypes.DATE, allowNull: false },
      processed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    });
    await qi.addIndex('contact_submissions', ['submitted_at'], { name: 'contact_submissions_submitted_at' });
    await qi.addIndex('contact_submissions', ['processed'], { name: 'contact_submissions_processed' });

    await qi.createTable('sessions', {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      data: { type: DataTypes.TEXT, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      ...timestamps,
    });
    await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id' });
    await qi.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at' });

    await qi.createTable('app_meta', {
      key: { type: DataTypes.STRING(100), primaryKey: true },
      value: { type: DataTypes.TEXT, allowNull: false },
    });
  },
  async down({ context: qi }) {
    for (const table of [
      'app_meta',
      'sessions',
      'contact_submissions',
      'news_articles',
      'events',
      'members',
      'users',
    ]) {
      await qi.dropTable(table);
    }
  },
};
