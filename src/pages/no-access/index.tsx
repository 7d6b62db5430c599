import { MessagePage } from '@/pages/no-access/MessagePage';

export default function NoAccessPage() {
  return (
    <MessagePage
      title="Нет доступа"
      text="У вас нет прав на эту страницу. Если они нужны для работы, обратитесь к администратору своей организации."
    />
  );
}
