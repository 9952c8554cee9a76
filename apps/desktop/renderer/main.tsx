// Placeholder until the renderer lands: the desktop renderer mounts the admin module (apps/admin).
export {};
