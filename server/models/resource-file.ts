import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ResourceFileFormat } from '../../shared/resources';

/**
 * An uploaded document file, bytes included: stored in the database so that every server process
 * on one PostgreSQL serves it (as images are). Never changed in place: a new upload is a new row.
 */
export class ResourceFileModel extends Model<
  InferAttributes<ResourceFileModel>,
  InferCreationAttributes<ResourceFileModel>
> {
  declare id: CreationOptional<number>;
  /** The name it was uploaded with. */
  declare name: string;
  /** Recognised from the bytes, never from the name or the declared type. */
  declare format: ResourceFileFormat;
  declare size: number;
  /** Hex SHA-256 of the bytes: the strong ETag. */
  declare sha256: string;
  declare data: Buffer;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ResourceFileModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ResourceFileModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(255), allowNull: false },
        format: { type: DataTypes.STRING(10), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        sha256: { type: DataTypes.STRING(64), allowNull: false },
        data: { type: DataTypes.BLOB, allowNull: false },
        createdBy: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ResourceFile', tableName: 'resource_files', underscored: true, updatedAt: false },
    );
    return Bound;
  }
}
