import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** Small key/value facts about this installation (for example, when sample content was seeded). */
export class AppMetaModel extends Model<InferAttributes<AppMetaModel>, InferCreationAttributes<AppMetaModel>> {
  declare key: string;
  declare value: string;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof AppMetaModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends AppMetaModel {};
    Bound.init(
      {
        key: { type: DataTypes.STRING(100), primaryKey: true },
        value: { type: DataTypes.TEXT, allowNull: false },
      },
      { sequelize, modelName: 'AppMeta', tableName: 'app_meta', underscored: true, timestamps: false },
    );
    return Bound;
  }
}
