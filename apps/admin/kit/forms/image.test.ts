import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import { checkImageFile, previewable } from './image';

describe('checkImageFile', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB, and files without a declared type', () => {
    expect(checkImageFile({ size: IMAGE_UPLOAD_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkImageFile({ size: 10, type: 'image/webp' })).toBeNull();
    expect(checkImageFile({ size: 10, type: '' })).toBeNull();
  });

  it('refuses larger files and other types', () => {
    expect(checkImageFile({ size: IMAGE_UPLOAD_MAX_BYTES + 1, type: 'image/png' })).toBe('tooLarge');
    expect(checkImageFile({ size: 10, type: 'image/gif' })).toBe('wrongType');
    expect(checkImageFile({ size: 10, type: 'application/pdf' })).toBe('wrongType');
  });
});

describe('previewable', () => {
  it('previews https addresses, uploads and site images', () => {
    expect(previewable('https://example.com/logo.png')).toBe(true);
    expect(previewable('/api/images/12')).toBe(true);
    expect(previewable('/images/members/a.webp')).toBe(true);
  });

  it('does not preview anything else', () => {
    expect(previewable('')).toBe(false);
    expect(previewable(null)).toBe(false);
    expect(previewable('http://example.com/a.png')).toBe(false);
    expect(previewable('/images/../secret')).toBe(false);
    expect(previewable('javascript:alert(1)')).toBe(false);
  });
});
