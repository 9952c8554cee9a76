import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ImageContentType } from '../../shared/entities';

/**
 * An uploaded image, bytes included: stored in the database so that every server process on one
 * PostgreSQL serves it. Never changed in place (a new upload is a new row), so it may be cached.
 */
export class ImageModel extends Model<InferAttributes<ImageModel>, InferCreationAttributes<ImageModel>> {
  declare id: CreationOptional<number>;
  /** Detected from the bytes, never taken from the upload's declared type. */
  declare contentType: ImageContentType;
  declare size: number;
  /** Hex SHA-256 of the bytes: the strong ETag. */
  declare sha256: string;
  declare data: Buffer;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ImageModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ImageModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        contentType: { type: DataTypes.STRING(40), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        sha256: { type: DataTypes.STRING(64), allowNull: false },
        data: { type: DataTypes.BLOB, allowNull: false },
        createdBy: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Image', tableName: 'images', underscored: true, updatedAt: false },
    );
    return Bound;
  }
}
