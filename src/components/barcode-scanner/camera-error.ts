/** A Russian explanation of why the camera could not be opened. */
export function cameraErrorText(error: unknown): string {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia)
    return 'Камера доступна только по защищённому адресу (https). Введите штрихкод в поле поиска или используйте ручной сканер.';
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Нет разрешения на камеру. Разрешите доступ к камере в настройках браузера и попробуйте снова.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Камера не найдена. Введите штрихкод в поле поиска или используйте ручной сканер.';
  if (name === 'NotReadableError')
    return 'Камера занята другим приложением. Закройте его и попробуйте снова.';
  return 'Не удалось включить камеру. Введите штрихкод в поле поиска.';
}
