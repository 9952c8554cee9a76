import type { ResourceFile } from '../../shared/resources';
import type { ResourceFileModel } from '../models';

/** A stored file as the server describes it. */
export function presentResourceFile(file: Pick<ResourceFileModel, 'id' | 'name' | 'format' | 'size'>): ResourceFile {
  return { id: file.id, name: file.name, format: file.format, size: file.size };
}
